#!/usr/bin/env bash
# Rulebook's one entry point. Every step is idempotent: what is installed
# already is skipped.
#
#   ./build.sh setup   install the toolchain (wasm32 target, wasm-bindgen CLI,
#                      wasm-pack, Chromium + ChromeDriver, npm tools)
#   ./build.sh build [module...]
#                      release wasm into www/pkg/<module>/, one module per
#                      game (default: every page's); `all` is one module
#                      with every game, which no page loads; first the
#                      rules pages from their sources (www/rules/*.rules.html),
#                      last the served site (target/site/: www/ with its
#                      scripts slimmed, tools/site.mjs) and the offline
#                      worker's precache list
#   ./build.sh package [dir]
#                      the npm package of the embeddable elements (embed.js
#                      bundled, the embed modules) in dir
#                      (default target/package); builds missing modules first
#   ./build.sh serve   setup + build, then serve the site (target/site/) on http://127.0.0.1:8080
#   ./build.sh test    setup + every test; the last line counts them
#   ./build.sh bench   the performance figures, as ratios from one run
#   ./build.sh fuzz [seconds] [seed]
#                      the fuzzing suite for longer (default 60 s per target,
#                      a fresh seed): engines and command line natively,
#                      every exported API method in Chromium
#   ./build.sh match <game> [games] [options]
#                      computer players' games, judged by the engine's rules:
#                      the levels' ladder (default), --pair A B, or --fsf
#                      DEPTHS (Fairy-Stockfish); the score with its 95%
#                      interval (tests/match/match.mjs lists the options)
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
PORT=${PORT:-8080}

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

lock_version() { # the version of crate $1 in Cargo.lock
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

setup() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  [ -f Cargo.lock ] || cargo generate-lockfile
  local want
  want=$(lock_version wasm-bindgen)
  # wasm-pack uses the wasm-bindgen on PATH only when it matches Cargo.lock;
  # otherwise it downloads one, which this machine can't do.
  if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
    log "installing wasm-bindgen-cli $want (a few minutes)"
    cargo install wasm-bindgen-cli --version "$want" --force
  fi
  if ! command -v wasm-pack >/dev/null; then
    log "installing wasm-pack (a few minutes)"
    cargo install wasm-pack --locked
  fi
  local packages=()
  [ -x /usr/bin/chromium ] || packages+=(chromium)
  [ -x /usr/bin/chromedriver ] || packages+=(chromium-driver)
  # Fonts for headless screenshots: CJK for the pieces' characters, colour
  # emoji for the rock-paper-scissors hands. (grep -c, not -q: -q stops
  # reading early and pipefail would count the broken pipe as a miss.)
  local fonts
  fonts=$(fc-list : family 2>/dev/null || true)
  if [ "$(grep -ci 'wenquanyi\|cjk' <<<"$fonts")" = 0 ]; then packages+=(fonts-wqy-zenhei); fi
  if [ "$(grep -ci 'emoji' <<<"$fonts")" = 0 ]; then packages+=(fonts-noto-color-emoji); fi
  if [ ${#packages[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
      echo "Run as root first: apt-get update && apt-get install -y ${packages[*]}" >&2
      exit 1
    fi
    log "installing ${packages[*]} from Debian"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  fi
  # npm tools (binaryen's wasm-opt, playwright-core) from the lock file.
  local stamp
  stamp=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ "$(cat node_modules/.lock-stamp 2>/dev/null)" != "$stamp" ] || [ ! -x node_modules/.bin/wasm-opt ]; then
    log "installing npm tools from package-lock.json"
    npm ci --no-audit --no-fund --loglevel=error
    echo "$stamp" > node_modules/.lock-stamp
  fi
}

# The wasm modules, each built with its cargo features (Cargo.toml), as
# games.json lists them per game: its page's (`play`; a board game's carries
# the computer player), its record formats' (`records`, fetched the first
# time a record is written or read) and its embedded element's (`embed`, a
# board game's without the computer). Each is www/pkg/<module>/:
# rulebook_<module>.js (the JS glue), rulebook_<module>_bg.wasm and
# rulebook_<module>.d.ts. tools/manifest.mjs reads games.json (and stops on
# a bad entry, naming the game and the field).
manifest() { # query [module]: tools/manifest.mjs's answer, one item a line
  node tools/manifest.mjs "$@"
}

# The rules pages generated from each game's one source (www/rules/<game>.rules.html
# → <game>.vi.html and <game>.en.html, git-ignored): tools/rules-pages.mjs.
rules_pages() {
  local listed sources
  listed=$(manifest rules)
  mapfile -t sources <<<"$listed"
  [ -n "${sources[0]}" ] || return 0
  log "generating the rules pages from ${sources[*]}"
  node tools/rules-pages.mjs "${sources[@]}"
}

build() { # [module...]: every module by default; `all`: every game in one
  local modules=("$@") module features known
  known=$(manifest modules)
  [ ${#modules[@]} -gt 0 ] || mapfile -t modules <<<"$known"
  rules_pages
  rm -f www/pkg/rulebook* # the one module of earlier builds
  for module in "${modules[@]}"; do
    if [ "$module" = all ]; then
      features=()
    elif grep -qx -- "$module" <<<"$known"; then
      features=(--no-default-features --features "$(manifest features "$module")")
    else
      echo "unknown module '$module' (known: ${known//$'\n'/ } all)" >&2
      exit 2
    fi
    log "building the wasm module www/pkg/$module"
    rm -rf "www/pkg/$module"
    wasm-pack --quiet build --release --target web --out-dir "www/pkg/$module" \
      --out-name "rulebook_$module" --no-pack -- "${features[@]}"
    # The glue's JSDoc repeats the .d.ts beside it, which is what editors
    # read: pages need not download it (a fifth of the glue gzipped).
    local glue="www/pkg/$module/rulebook_$module.js"
    perl -0pi -e 's{^[ \t]*/\*\*.*?\*/\n}{}gms' "$glue"
    node --input-type=module --check <"$glue"
  done
  # The site as served (target/site/: www/ with slimmed scripts, after the
  # files it has from games.json: the pages' game list, the types, the app
  # manifest), then the offline worker's list of its files and their
  # build's hash (sw.js).
  node tools/site.mjs www target/site
  node tools/precache.mjs target/site
}

# The headless tests of each module, built with that module's features alone
# as its page loads it (cargo test rather than `wasm-pack test`, which also
# builds every native test target for wasm32).
headless() { # features, test targets...
  local features=$1
  shift
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner CHROMEDRIVER=/usr/bin/chromedriver \
    cargo test --target wasm32-unknown-unknown --release --no-default-features --features "$features" "${@/#/--test=}"
}

# The npm package (tools/package.mjs): embed.js bundled with the scripts it
# imports (one minified module) and the modules an embedded element loads
# (games.json's `embed` modules) at pkg/<module>/. A module already in
# www/pkg/ is not rebuilt.
package() { # [dir]
  local out=${1:-target/package} module listed embed_modules missing=()
  listed=$(manifest embed-modules)
  mapfile -t embed_modules <<<"$listed"
  for module in "${embed_modules[@]}"; do
    [ -f "www/pkg/$module/rulebook_${module}_bg.wasm" ] || missing+=("$module")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    setup
    build "${missing[@]}"
  fi
  node tools/generated.mjs # the types and the game list the package holds
  node tools/package.mjs "$out" "${embed_modules[@]}"
}

serve() {
  setup
  build
  echo "Rulebook is served at http://127.0.0.1:$PORT/ (Ctrl-C stops it)"
  exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory target/site
}

python_env() {
  if [ ! -x target/pyenv/bin/python ]; then
    log "creating target/pyenv with the reference engines (pyffish, cshogi)"
    python3 -m venv target/pyenv
  fi
  if ! target/pyenv/bin/python -c 'import pyffish, cshogi' 2>/dev/null; then
    log "installing the reference engines into target/pyenv (pyffish, cshogi)"
    target/pyenv/bin/pip install --quiet --disable-pip-version-check -r tests/differential/requirements.txt
  fi
}

# Reads test runners' summary lines from a log and adds them to the totals.
PASSED=0
FAILED=0
count() {
  local log=$1 p f
  # cargo / wasm-bindgen-test: "test result: ok. 12 passed; 0 failed; ...";
  # node --test: "# pass 3" / "# fail 0"; our scripts: "N passed, M failed".
  read -r p f < <(awk '
    /test result: [a-zA-Z]+\. [0-9]+ passed; [0-9]+ failed/ { p += $4; f += $6 }
    /^# pass [0-9]+$/ { p += $3 }
    /^# fail [0-9]+$/ { f += $3 }
    /^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3 }
    END { print p + 0, f + 0 }' "$log")
  PASSED=$((PASSED + p))
  FAILED=$((FAILED + f))
}

run_step() { # name, command...: runs it, shows its output, counts its tests
  local name=$1
  shift
  local out="target/test-logs/$name.log"
  log "test: $name"
  set +e
  "$@" 2>&1 | tee "$out"
  local status=${PIPESTATUS[0]}
  set -e
  count "$out"
  if [ "$status" != 0 ]; then
    echo "step '$name' failed (exit $status)" >&2
    STEPS_FAILED+=("$name")
  fi
}

test_all() {
  setup
  mkdir -p target/test-logs
  STEPS_FAILED=()
  run_step native cargo test --release
  cargo build --release --bin rulebook --quiet
  python_env
  # Each game's tests against outside engines (games.json's `differential`:
  # Python scripts run with the reference engines of target/pyenv), then the
  # engine protocols against Fairy-Stockfish.
  local checks check runner
  checks=$(manifest differential)
  while read -r -u 3 -a check; do
    runner=(node)
    [[ ${check[1]} == *.py ]] && runner=(target/pyenv/bin/python)
    run_step "${check[0]}" "${runner[@]}" "${check[1]}" --rulebook target/release/rulebook
  done 3<<<"$checks"
  run_step differential-protocols node tests/differential/engine_protocols_fsf.mjs --rulebook target/release/rulebook
  # The match harness's own checks (moves against Fairy-Stockfish, the
  # interval, the openings), not the matches.
  run_step match-harness node --test tests/match/
  # The game manifest (games.json): its checks, and the files made from it.
  run_step manifest node --test tests/manifest.test.mjs
  # The rules pages' generator: what it keeps and drops, and its refusals.
  run_step rules-pages node --test tests/rules-pages.test.mjs
  # The served copy of the site: scripts slimmed, the rest whole.
  run_step site node --test tests/site.test.mjs
  # The offline worker's precache list: what it lists, when its version changes.
  run_step precache node --test tests/precache.test.mjs
  # The import-graph reader that finds the scripts' import cycles.
  run_step import-graph node --test tests/import-graph.test.mjs
  # The play page's clocks: their arithmetic, in node.
  run_step clock node --test tests/clock.test.mjs
  # The embed's types (embed.d.ts) under tsc --strict, as a page uses them.
  run_step embed-types node --test tests/embed-types.test.mjs
  # Every relative link of README, ARCHITECTURE and docs/ resolves.
  run_step doc-links node --test tests/doc-links.test.mjs
  # Each game's headless steps (games.json): the records module beside the
  # game's, as the page loads them. Read on descriptor 3: the steps' own
  # commands may read standard input.
  local steps step
  steps=$(manifest headless)
  while read -r -u 3 -a step; do
    run_step "headless-${step[0]}" headless "${step[@]:1}"
  done 3<<<"$steps"
  build
  run_step e2e node --test tests/e2e/
  # The npm package as a host project's bundler builds it (Vite, its dev
  # server too, and webpack, at the versions package-lock.json pins): the
  # packed tarball installed offline into target/bundlers/<bundler>/.
  run_step bundlers node --test --test-concurrency=1 tests/bundlers/
  echo
  if [ ${#STEPS_FAILED[@]} -gt 0 ]; then
    echo "failed steps: ${STEPS_FAILED[*]}"
    echo "$PASSED passed, $FAILED failed"
    exit 1
  fi
  if [ "$PASSED" = 0 ]; then
    echo "no tests ran"
    echo "0 passed, 1 failed"
    exit 1
  fi
  echo "$PASSED passed, $FAILED failed"
  [ "$FAILED" = 0 ]
}

bench() {
  setup
  build
  cargo build --release --bin rulebook --quiet
  log "building the wasm module for Node"
  wasm-pack --quiet build --release --target nodejs --out-dir target/bench-pkg --no-pack
  # haitaka, a peer: a crate and workspace of its own, on the product's
  # wasm-bindgen (the installed CLI's; wasm-pack would download another).
  local haitaka=tests/bench/haitaka want
  want=$(lock_version wasm-bindgen)
  if [ "$(cd "$haitaka" && lock_version wasm-bindgen)" != "$want" ]; then
    cargo update --quiet --manifest-path "$haitaka/Cargo.toml" -p wasm-bindgen --precise "$want"
  fi
  log "building haitaka's perft for Node"
  CARGO_TARGET_DIR="$ROOT/target/haitaka" wasm-pack --quiet build --release --target nodejs \
    --out-dir "$ROOT/target/bench-haitaka" --no-pack "$haitaka"
  node tests/bench/bench.mjs
  # What a click costs on each page (calls into wasm, state() reads, time).
  node tests/bench/clicks.mjs
}

fuzz() {
  local seconds=${1:-60} seed=${2:-$((RANDOM * 32768 + RANDOM))}
  setup
  build
  log "fuzzing for ${seconds} s per target from seed ${seed} (replay: ./build.sh fuzz ${seconds} ${seed})"
  local status=0
  RULEBOOK_FUZZ_SECONDS=$seconds RULEBOOK_FUZZ_SEED=$seed \
    cargo test --release --test fuzz -- --nocapture --test-threads=2 || status=1
  node tests/fuzz/browser.mjs "$seconds" "$seed" || status=1
  exit $status
}

match() { # game [games] [options]: tests/match/match.mjs
  setup
  cargo build --release --bin rulebook --quiet
  node tests/match/match.mjs "$@"
}

case "${1:-}" in
  setup) setup ;;
  build) shift; setup; build "$@" ;;
  package) shift; package "$@" ;;
  serve) serve ;;
  test) test_all ;;
  bench) bench ;;
  fuzz) shift; fuzz "$@" ;;
  match) shift; match "$@" ;;
  *)
    sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
