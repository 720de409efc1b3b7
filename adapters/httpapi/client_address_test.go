package httpapi

import "testing"

func TestClientAddressBehindATrustedProxy(t *testing.T) {
	proxies, err := ParseTrustedProxies([]string{"10.0.0.0/24", " 192.168.1.2,172.16.0.1 ", ""})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, peer, xff, want string }{
		{"direct client, header ignored", "203.0.113.9", "1.2.3.4", "203.0.113.9"},
		{"through the proxy", "10.0.0.7", "198.51.100.20", "198.51.100.20"},
		{"a forged entry to the left is ignored", "10.0.0.7", "6.6.6.6, 198.51.100.20", "198.51.100.20"},
		{"two trusted hops", "192.168.1.2", "198.51.100.20, 10.0.0.3", "198.51.100.20"},
		{"proxy without the header", "10.0.0.7", "", "10.0.0.7"},
		{"garbage in the header", "10.0.0.7", "not-an-ip", "10.0.0.7"},
		{"IPv4 peer written as IPv6", "::ffff:10.0.0.7", "198.51.100.20", "198.51.100.20"},
		{"one of a comma-separated entry", "172.16.0.1", "198.51.100.20", "198.51.100.20"},
	} {
		if got := proxies.ClientAddress(c.peer, c.xff); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	if _, err := ParseTrustedProxies([]string{"proxy.local"}); err == nil {
		t.Error("a host name was taken for a proxy address")
	}
	var none TrustedProxies
	if got := none.ClientAddress("10.0.0.7", "198.51.100.20"); got != "10.0.0.7" {
		t.Errorf("no trusted proxies: %q", got)
	}
}
