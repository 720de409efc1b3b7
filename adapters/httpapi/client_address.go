package httpapi

import (
	"fmt"
	"net/netip"
	"strings"
)

// TrustedProxies are the reverse proxies whose X-Forwarded-For Konter believes. Behind one,
// every request comes from the proxy's address; the sign-in and tracking limits need the
// client's.
type TrustedProxies []netip.Prefix

// ParseTrustedProxies reads addresses ("10.0.0.5") and ranges ("10.0.0.0/24"); an entry may
// hold several, separated by commas or spaces (as an environment variable does).
func ParseTrustedProxies(list []string) (TrustedProxies, error) {
	var out TrustedProxies
	var all []string
	for _, entry := range list {
		all = append(all, strings.FieldsFunc(entry, func(r rune) bool { return r == ',' || r == ' ' })...)
	}
	for _, s := range all {
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(s)
		if err != nil {
			return nil, fmt.Errorf("trusted proxy %q: not an address or a range", s)
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

func (t TrustedProxies) trusts(addr string) bool {
	a, err := netip.ParseAddr(strings.TrimSpace(addr))
	if err != nil {
		return false
	}
	a = a.Unmap()
	for _, p := range t {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// ClientAddress is the address a request came from: the peer, or, when the peer is a trusted
// proxy, the nearest address in X-Forwarded-For that is not one (entries further left can be
// forged by the client).
func (t TrustedProxies) ClientAddress(peer, forwardedFor string) string {
	if !t.trusts(peer) || forwardedFor == "" {
		return peer
	}
	hops := strings.Split(forwardedFor, ",")
	for i := len(hops) - 1; i >= 0; i-- {
		hop := strings.TrimSpace(hops[i])
		if !t.trusts(hop) {
			if _, err := netip.ParseAddr(hop); err != nil {
				return peer // a malformed entry: believe only the proxy itself
			}
			return hop
		}
	}
	return peer
}
