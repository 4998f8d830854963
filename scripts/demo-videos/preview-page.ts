/**
 * The portfolio page the web lessons' videos style in their preview (frame.ts): the page the
 * learner builds through the course, with the class names the lessons' snippets use.
 */
export const PREVIEW_PAGE = `
<header>
  <nav>
    <strong class="logo">Thandi.dev</strong>
    <ul class="nav-links">
      <li><a href="#about" class="active">About</a></li>
      <li><a href="#projects">Projects</a></li>
      <li><a href="#contact">Contact</a></li>
    </ul>
    <button class="theme-toggle" aria-label="Dark mode">◐</button>
  </nav>
</header>
<main>
  <section class="hero">
    <h1>Hi, I’m Thandi. I build websites.</h1>
    <a class="button" href="#projects">View my work</a>
  </section>
  <section class="about" id="about">
    <div class="photo" role="img" aria-label="Thandi"></div>
    <div>
      <h2>About me</h2>
      <p>I’m a self-taught web developer from Durban. I like clean layouts, fast pages and sites everyone can use.</p>
    </div>
  </section>
  <section id="projects">
    <h2>Projects</h2>
    <div class="projects">
      <article class="card"><div class="shot s1"></div><h3>Weather app</h3><p>HTML · CSS · JavaScript</p></article>
      <article class="card"><div class="shot s2"></div><h3>Recipe finder</h3><p>Fetch API · Grid</p></article>
      <article class="card"><div class="shot s3"></div><h3>Quiz game</h3><p>DOM events</p></article>
    </div>
  </section>
  <section id="contact">
    <h2>Contact</h2>
    <form><label>Email <input type="email" required placeholder="you@example.com"></label><button>Send</button></form>
  </section>
</main>
<footer>© 2025 Thandi Nkosi</footer>
`;

/** Plain, readable defaults: what each lesson's snippet adds shows on top of them. */
export const PREVIEW_BASE_CSS = `
body{margin:0;font:18px/1.5 'DejaVu Sans',system-ui,sans-serif;color:#0f172a;background:#fff}
header,main,footer,section{display:block}
header{padding:18px 32px;border-bottom:1px solid #e2e8f0}
nav{display:flex;align-items:center;gap:24px}
nav ul{margin:0;padding-left:24px}
nav a{color:#4f46e5}
.logo{font-size:22px}
.theme-toggle{margin-left:auto;font-size:20px;border:1px solid #cbd5e1;background:#fff;border-radius:8px;padding:4px 10px}
section{padding:24px 32px}
h1{font-size:40px;line-height:1.15;margin:0 0 16px}
h2{font-size:28px;margin:0 0 12px}
.button{display:inline-block;background:#4f46e5;color:#fff;padding:12px 22px;border-radius:10px;text-decoration:none;font-weight:700}
.photo{width:140px;height:140px;border-radius:50%;background:linear-gradient(135deg,#f59e0b,#ec4899);flex:none}
.card{border:1px solid #e2e8f0;border-radius:12px;padding:12px;margin-bottom:12px}
.card h3{margin:8px 0 2px;font-size:20px}.card p{margin:0;color:#475569;font-size:16px}
.shot{height:90px;border-radius:8px}.s1{background:#bfdbfe}.s2{background:#bbf7d0}.s3{background:#fde68a}
input{font:inherit;padding:8px;border:1px solid #94a3b8;border-radius:8px;margin:0 8px}
form button{font:inherit;padding:8px 16px;border-radius:8px;border:0;background:#0f172a;color:#fff}
footer{padding:24px 32px;color:#64748b;border-top:1px solid #e2e8f0}
header:empty,main:empty,footer:empty{min-height:90px;margin:16px;border:3px dashed #a5b4fc;border-radius:12px;padding:16px;color:#6366f1;font:700 22px 'DejaVu Sans Mono',monospace}
main:empty{min-height:260px}
header:empty::before{content:'<header>'}main:empty::before{content:'<main>'}footer:empty::before{content:'<footer>'}
img{max-width:100%;height:auto;background:linear-gradient(135deg,#bfdbfe,#c7d2fe);display:block}
`;
