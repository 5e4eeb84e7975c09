# The two set-up commands of the README: `make run` and `make test`.
GO ?= go
# What Fyne's GLFW driver needs to build (Debian/Ubuntu package names).
PKGS_BUILD := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev
# What the tests need on top: a virtual X server, screenshots, PDF text.
PKGS_TEST := $(PKGS_BUILD) xvfb xauth xdotool imagemagick poppler-utils
# make dist: the Windows cross-compiler and resource compiler, the icon, the zip.
PKGS_DIST := $(PKGS_BUILD) gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64 imagemagick zip file
# make smoke-windows: Wine (64-bit) under the virtual X server.
PKGS_WINE := gcc-mingw-w64-x86-64 binutils wine wine64 xvfb xauth xdotool imagemagick poppler-utils

# The version stamped into the program (taikai version, the About dialog,
# the audit log): FyneApp.toml's Version, with git's distance from the commit
# that set it (scripts/version.sh); no tags needed.
VERSION ?= $(shell scripts/version.sh)
# DEV=1: make dist builds a development build from a commit past the
# version's or a tree with changes (scripts/release-check.sh refuses a
# release otherwise).
DEV ?=

# The layout tests draw every screen of every game; under -race they draw
# one game (app/ui layoutGames), so make test draws them all again without
# the race detector, ten times faster.
LAYOUT_TESTS := ^(TestWindow_FitsALaptopAtStandardAndLargestTextSize|TestTables_CellsEndInEllipsisInsteadOfOverflowing|TestViewMenu_CtrlNumbersFollowTheTabsOfEveryGame|TestMenus_NoShortcutClashes|TestScreens_Issue16EveryScreenOfTheFourDemosIsJapanese|TestRedraw_Issue24ScreensAfterResultsEqualAFreshWindow)$$

.PHONY: run test build version vet deps-build deps-test smoke bench fuzz dist smoke-windows deps-dist deps-wine

run: deps-build build
	./taikai

build:
	$(GO) build -ldflags "-X taikai/app/version.Version=$(VERSION)" -o taikai .

test: deps-test build
	gofmt -l . | (! grep .) || (echo "gofmt: the files above need formatting"; exit 1)
	$(GO) vet ./...
	$(GO) test -race -timeout 25m ./...
	$(GO) test -count=1 -run '$(LAYOUT_TESTS)' ./app/ui/
	scripts/smoke-gui.sh
	FUZZTIME=5s GO=$(GO) scripts/fuzz.sh

smoke: build
	scripts/smoke-gui.sh

# dist/taikai.exe, the Windows zip and the Linux tarball (scripts/dist.sh):
# a release only from a clean tree at the commit that set the version, else
# with DEV=1.
dist: deps-dist
	VERSION=$(VERSION) DEV=$(DEV) GO=$(GO) scripts/dist.sh

# The version make build and make dist stamp in.
version:
	@echo $(VERSION)

# dist/taikai.exe under Wine and Xvfb: CLI, PDF, GUI, screenshot (scripts/smoke-windows.sh).
smoke-windows: deps-wine
	scripts/smoke-windows.sh

# Every fuzz target for FUZZTIME each, one after another (scripts/fuzz.sh).
FUZZTIME ?= 60s
fuzz:
	FUZZTIME=$(FUZZTIME) GO=$(GO) scripts/fuzz.sh

bench:
	$(GO) test -run XXX -bench . -benchmem ./...

deps-build:
	@scripts/need-packages.sh $(PKGS_BUILD)

deps-test:
	@scripts/need-packages.sh $(PKGS_TEST)

deps-dist:
	@scripts/need-packages.sh $(PKGS_DIST)

deps-wine:
	@scripts/need-packages.sh $(PKGS_WINE)
