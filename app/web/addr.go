package web

import (
	"net"
	"strconv"
)

// SiteURL is the address phones on the venue's LAN should open for a
// server listening at ln: its own host when it listens on one, else (all
// interfaces) the machine's LAN IPv4 address, or localhost when it has
// none.
func SiteURL(ln net.Addr) string {
	host, port, err := net.SplitHostPort(ln.String())
	if err != nil {
		return "http://" + ln.String() + "/"
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsUnspecified() {
		host = "localhost"
		if lan, ok := LANAddress(); ok {
			host = lan.String()
		}
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}

// LANAddress returns an IPv4 address of this machine that other machines
// can reach: not loopback, not link-local, on an interface that is up; a
// private address (192.168…, 10…, 172.16–31…) first.
func LANAddress() (net.IP, bool) {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil, false
	}
	var best net.IP
	for _, in := range ifs {
		if in.Flags&net.FlagUp == 0 || in.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := in.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip := n.IP.To4()
			if ip == nil || ip.IsLoopback() || ip.IsLinkLocalUnicast() {
				continue
			}
			if ip.IsPrivate() {
				return ip, true
			}
			if best == nil {
				best = ip
			}
		}
	}
	return best, best != nil
}

// ListenAddr completes addr as `taikai serve --addr` takes it: "" is
// ":8080" (all interfaces), a bare port "9000" is ":9000".
func ListenAddr(addr string) string {
	if addr == "" {
		return ":8080"
	}
	if _, err := strconv.Atoi(addr); err == nil {
		return ":" + addr
	}
	return addr
}

// DefaultSiteURL is the address phones use when `taikai serve` listens on
// its default port on all interfaces: for sheets printed before the
// server runs.
func DefaultSiteURL() string {
	return SiteURL(&net.TCPAddr{IP: net.IPv4zero, Port: 8080})
}
