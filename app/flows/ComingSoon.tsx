/** What a flow shows until it is built: its name and a way to the flow that exists. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main style={{ fontFamily: 'sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem', lineHeight: 1.7 }}>
      <h1>{title}</h1>
      <p>このページは準備中です。</p>
      <p>
        <a href="/kantan-yoyaku/">かんたん予約で引越し業者を予約する</a>
      </p>
    </main>
  );
}
