# e2e-gui.sh: what the e2e-gui-*.sh scripts share, the real GUI driven
# under Xvfb with xdotool. Sourced from the repository's root
# (`. scripts/lib/e2e-gui.sh`): by the script, for gui_event, and by the
# shell it runs under xvfb-run, for the rest (the screenshot scripts that
# drive the window use wait_window).

# gui_event DEFAULT [DIR]: dir, DIR or DEFAULT, made for the screenshots;
# tmp, a temporary folder removed on exit, where the GUI keeps its data and
# settings (XDG_DATA_HOME, XDG_CONFIG_HOME); f, the event's file in it.
# TAIKAI_LANG stays as given, else ja.
gui_event() {
	dir=${2:-$1}
	mkdir -p "$dir"
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" TAIKAI_LANG="${TAIKAI_LANG:-ja}"
	f=$tmp/event.taikai
}

# shot NAME: the screen's top left 1280×660 into $dir/NAME.png, after
# shot_wait seconds (0.7 unless set); with shot_mouse set, the pointer
# moved out of the picture first.
shot() {
	[ -z "${shot_mouse:-}" ] || xdotool mousemove 1360 760
	sleep "${shot_wait:-0.7}"
	import -window root -crop 1280x660+0+0 "$dir/$1.png"
}

# wait_window [SECONDS]: wid, the window whose name ends in Taikai, waited
# for up to 30 s; then SECONDS (2 unless given) for the window to settle.
wait_window() {
	for i in $(seq 1 60); do wid=$(xdotool search --name "Taikai$" 2>/dev/null | head -1) && [ -n "$wid" ] && break; sleep 0.5; done
	sleep "${1:-2}"
}

# gui_open FILE [SECONDS]: ./taikai opens FILE in the background (its
# process id in pid), then wait_window SECONDS.
gui_open() {
	./taikai open "$1" & pid=$!
	wait_window "${2:-2}"
}

# relook: wid looked up again. The window id can change while the app
# starts (GLFW): k and typ call it when a key cannot be sent. A script may
# define its own after sourcing this file.
relook() { wid=$(xdotool search --name "Taikai$" | tail -1); }

# k KEY...: the keys sent to the window. typ TEXT: TEXT typed into it, a
# key every type_delay milliseconds (40 unless set).
k() { xdotool key --window "$wid" "$@" 2>/dev/null || { sleep 0.5; relook; xdotool key --window "$wid" "$@"; }; }
typ() { xdotool type --window "$wid" --delay "${type_delay:-40}" "$1" 2>/dev/null || { sleep 0.5; relook; xdotool type --window "$wid" --delay "${type_delay:-40}" "$1"; }; }
