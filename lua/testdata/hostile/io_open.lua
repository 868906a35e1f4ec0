-- Read a file.
function resolve(ctx)
  local f = io.open("/etc/passwd")
  return f:read("*a")
end
