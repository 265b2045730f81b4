"""Creating the other side of a pair at scale: mixing, filters, round trip, LM prompting."""
