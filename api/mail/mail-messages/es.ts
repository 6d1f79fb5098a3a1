import type { MailMessages } from "./mail-messages.ts";

// Spanish letters open with "Hola:" (a colon, then a capital), and shops address customers as tú.
export const ES: MailMessages = {
  greeting: "Hola:",
  linkFallback: "Si el botón no funciona, copia y pega esta dirección en tu navegador:",
  signature: "El equipo de {shop}",
  automatic: "Este es un mensaje automático; por favor, no respondas a este correo.",
  activation: {
    subject: "Activa tu cuenta de {shop}",
    intro: "Gracias por registrarte en {shop}. Para activar tu cuenta, confirma tu dirección de correo electrónico:",
    action: "Activar mi cuenta",
    validity: "Este enlace es válido durante 48 horas.",
    ignore: "Si no has creado ninguna cuenta, ignora este correo.",
  },
  reset: {
    subject: "Restablece tu contraseña de {shop}",
    intro: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {shop}.",
    action: "Elegir una nueva contraseña",
    validity: "Este enlace es válido durante una hora.",
    ignore: "Si no lo has solicitado tú, ignora este correo: tu contraseña no cambiará.",
  },
  exists: {
    subject: "Ya tienes una cuenta en {shop}",
    intro: "Alguien ha intentado registrarse en {shop} con esta dirección de correo electrónico, pero ya existe una cuenta con ella.",
    signIn: "Si has sido tú, inicia sesión con tu contraseña:",
    signInAction: "Iniciar sesión",
    reset: "¿Has olvidado tu contraseña? Elige una nueva:",
    resetAction: "Elegir una nueva contraseña",
    ignore: "Si no has sido tú, puedes ignorar este correo: tu cuenta no ha sufrido ningún cambio.",
  },
  newsletter: {
    subject: "Te damos la bienvenida al boletín de {shop}",
    intro: "¡Gracias por suscribirte! Recibirás nuestras novedades, ofertas y promociones exclusivas para suscriptores.",
    unsubscribe: "¿Ya no quieres recibir nuestros correos? Puedes darte de baja en cualquier momento:",
    unsubscribeAction: "Darme de baja",
  },
};
