#!/usr/bin/env bash
# A dataset built through a real Slurm (by hand, not in CI; needs root and apt): installs Debian's slurm-wlm and
# munge, starts munged, slurmctld and slurmd for one node on localhost, builds en-augmented from a slice of
# ../shared text with `fairwrite build --executor slurm` (4 array tasks per stage; the stages chained with
# datatrove's depends=, the aggregation stage one task), and compares the rows with the local executor's build.
# Along the way: `--no-wait` prints the job ids and returns, a second build while those jobs run is refused,
# and the same command run again waits (with progress) and writes the dataset. The daemons it started are
# stopped at the end, whatever happens.
#
#     bash bench/slurm_local.sh            # LINES=400 by default (lines of brown.txt)
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
PY=$REPO/.venv/bin/python
FAIRWRITE=$REPO/.venv/bin/fairwrite
export FAIRWRITE_DATA=${FAIRWRITE_DATA:-$(cd "$REPO/.." && pwd)/shared}
LINES=${LINES:-400}
WORK=$(mktemp -d /tmp/fairwrite-slurm.XXXXXX)
START=$(date +%s)
PIDS=()

stop() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  echo "daemons stopped (${PIDS[*]:-none}); work folder: $WORK"
}
trap stop EXIT

[ "$(id -u)" = 0 ] || { echo "slurm_local.sh: needs root (apt-get, munged, slurmd)"; exit 2; }
[ -x "$PY" ] || { echo "slurm_local.sh: run make setup first"; exit 2; }

# 1. Debian's Slurm and munge
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  echo "== installing slurm-wlm and munge (apt-get)"
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q slurm-wlm munge >/dev/null
fi
echo "== $(slurmctld -V), munge $(munged -V 2>&1 | awk '{print $2}')"

# 2. munge: a key of its own in the work folder, the daemon in the foreground of a background job
mkdir -p "$WORK/munge" "$WORK/state" "$WORK/slurmd"
chmod 755 "$WORK"  # munged wants its socket folder reachable by every user
dd if=/dev/urandom of="$WORK/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$WORK/munge/munge.key"
SOCKET=$WORK/munge/munge.socket
munged --foreground --force --key-file="$WORK/munge/munge.key" --socket="$SOCKET" \
  --pid-file="$WORK/munge/munged.pid" --seed-file="$WORK/munge/munged.seed" > "$WORK/munge/munged.log" 2>&1 &
PIDS+=($!)

# 3. one node on localhost
NODE=$(hostname -s)
CPUS=$(nproc)
MEMORY=$(free -m | awk '/^Mem:/ {print int($2 * 0.8)}')
cat > "$WORK/slurm.conf" <<EOF
ClusterName=fairwrite
SlurmctldHost=$NODE(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$SOCKET
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
ReturnToService=2
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/slurmd
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/slurmctld.log
SlurmdLogFile=$WORK/slurmd.log
SlurmctldPort=16817
SlurmdPort=16818
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
NodeName=$NODE NodeAddr=127.0.0.1 CPUs=$CPUS RealMemory=$MEMORY State=UNKNOWN
PartitionName=local Nodes=$NODE Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$WORK/slurm.conf
slurmctld -D -f "$SLURM_CONF" > "$WORK/slurmctld.out" 2>&1 &
PIDS+=($!)
slurmd -D -f "$SLURM_CONF" > "$WORK/slurmd.out" 2>&1 &
PIDS+=($!)
for _ in $(seq 60); do
  sinfo -h -o %T 2>/dev/null | grep -qE '^(idle|mixed|allocated)' && break
  sleep 1
done
echo "== one-node cluster up: $(sinfo -h -o '%P %D %T %c CPUs')"

# 4. the corpus slice and the executor configuration
CORPUS=$WORK/brown_slice.txt
head -n "$LINES" "$FAIRWRITE_DATA/corpora/text/en/brown.txt" > "$CORPUS"
cat > "$WORK/slurm.yaml" <<EOF
kind: slurm
tasks: 4
options:
  partition: local
  time: "00:30:00"
  cpus_per_task: 1
  mem_per_cpu_gb: 1
  job_name: fairwrite-bench
  venv_path: $REPO/.venv/bin/activate
EOF
BUILD=(build en-augmented --input "$CORPUS" --filters none --tasks 4)

echo "== build through Slurm, --no-wait: the job ids and how to collect"
"$FAIRWRITE" "${BUILD[@]}" --output "$WORK/slurm-out" --executor "$WORK/slurm.yaml" --no-wait
squeue -h -o '%F %j %T' | sort -u | sed 's/^/   squeue: /'

echo "== a second build while the jobs run (refused)"
if "$FAIRWRITE" "${BUILD[@]}" --output "$WORK/slurm-out" --executor "$WORK/slurm.yaml"; then
  echo "slurm_local.sh: the second build was not refused"; exit 1
fi

echo "== the same command once they are done: collects the result (nothing relaunched)"
while squeue -h | grep -q .; do sleep 2; done
"$FAIRWRITE" "${BUILD[@]}" --output "$WORK/slurm-out" --executor "$WORK/slurm.yaml"

echo "== a fresh build through Slurm, waiting (the default): progress, then the dataset"
SLURM_START=$(date +%s)
"$FAIRWRITE" "${BUILD[@]}" --output "$WORK/slurm-wait" --executor "$WORK/slurm.yaml"
echo "   through Slurm in $(( $(date +%s) - SLURM_START )) s"

echo "== the same build on the local executor (4 tasks)"
LOCAL_START=$(date +%s)
"$FAIRWRITE" "${BUILD[@]}" --output "$WORK/local-out" --workers 2
echo "   locally in $(( $(date +%s) - LOCAL_START )) s"

echo "== comparison"
"$PY" - "$WORK/slurm-out" "$WORK/slurm-wait" "$WORK/local-out" <<'EOF'
import sys
from pathlib import Path

import pyarrow.parquet as pq


def rows(folder):
    out = []
    for shard in sorted(Path(folder, "data").glob("*/*.parquet")):
        for row in pq.read_table(shard, columns=["id", "source", "target"]).to_pylist():
            out.append((shard.parent.name, shard.name.split("-")[0], row["id"], row["source"], row["target"]))
    return out


slurm, waited, local = rows(sys.argv[1]), rows(sys.argv[2]), rows(sys.argv[3])
splits = {}
for config, split, *_ in slurm:
    splits[f"{config}/{split}"] = splits.get(f"{config}/{split}", 0) + 1
print(f"   rows through Slurm: {len(slurm)} ({', '.join(f'{k} {v}' for k, v in sorted(splits.items()))}); "
      f"local: {len(local)}; identical (ids, splits, text, order): {'yes' if slurm == waited == local else 'NO'}")
sys.exit(0 if slurm and slurm == waited == local else 1)
EOF
echo "== slurm_local.sh: done in $(( $(date +%s) - START )) s"
