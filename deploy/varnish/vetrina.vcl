# Varnish in front of Vetrina's nodes (issue 18 §6; docs/operations.md, "Page cache and caches in front").
# Tested in CI by tests/e2e/varnish.spec.ts with Debian's Varnish 7.1: copy it, and list your nodes and the
# addresses allowed to purge.
vcl 4.1;
import directors;

backend node1 { .host = "127.0.0.1"; .port = "3000"; }
backend node2 { .host = "127.0.0.1"; .port = "3001"; }
acl purgers { "127.0.0.1"; "::1"; }

sub vcl_init {
  new nodes = directors.round_robin();
  nodes.add_backend(node1);
  nodes.add_backend(node2);
}

sub vcl_recv {
  set req.backend_hint = nodes.backend();
  # A node purges on every change of the catalogue (CACHE_PURGE_URLS). A change of some products names the tags of
  # the pages it touched (Vetrina-Tags: p12 c4 products): the pages whose own Vetrina-Tags holds one of them go.
  # Any other change names none: every kept page goes.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) { return (synth(403, "Not allowed.")); }
    if (req.http.Vetrina-Tags) {
      if (req.http.Vetrina-Tags !~ "^[a-z0-9]+( [a-z0-9]+)*$") { return (synth(400, "Tags are letters and digits, one space apart.")); }
      ban("obj.http.Vetrina-Tags ~ (^|[^a-z0-9])(" + regsuball(req.http.Vetrina-Tags, " ", "|") + ")([^a-z0-9]|$)");
      return (synth(200, "Purged by tags."));
    }
    ban("obj.status != 0");
    return (synth(200, "Purged."));
  }
  if (req.method != "GET" && req.method != "HEAD") { return (pass); }
  # A session, a cart, a wishlist or a sign-in under way: the visitor's own page, never from the cache.
  if (req.http.Cookie ~ "(^|;\s*)(token|refresh_token|id|vt_keeps|social_attempt|social_confirm)=") { return (pass); }
  # The nodes still see every cookie; the cache's variant (Vary: Cookie) is only the currency.
  if (req.http.Cookie) { set req.http.X-Full-Cookie = req.http.Cookie; }
  if (req.http.Cookie ~ "(^|;\s*)currency=") {
    set req.http.Cookie = regsub(req.http.Cookie, "^(?:.*;\s*)?(currency=[^;]*).*$", "\1");
  } else {
    unset req.http.Cookie;
  }
  return (hash);
}

sub vcl_backend_fetch {
  if (bereq.http.X-Full-Cookie) { set bereq.http.Cookie = bereq.http.X-Full-Cookie; }
  unset bereq.http.X-Full-Cookie;
}

sub vcl_backend_response {
  # Only what a node declared public is kept; an answer that sets a cookie never is.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "(^|,)\s*public\s*(,|$)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
}

sub vcl_deliver {
  # The tags are for the bans above; the browser has no use for them.
  unset resp.http.Vetrina-Tags;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
