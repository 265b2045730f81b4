"""fairwrite's rewriter Space: every edit marked and explained, accepted or rejected group by group.

The app itself lives in the package (fairwrite.review.space), so this Space runs the code that
`fairwrite rewrite --format html` runs; `fairwrite publish space` wrote this file.
"""

from fairwrite.review.space import build_app

demo = build_app()

if __name__ == "__main__":
    demo.launch()
