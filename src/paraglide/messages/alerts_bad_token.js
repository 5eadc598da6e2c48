/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Bad_TokenInputs */

const en_alerts_bad_token = /** @type {(inputs: Alerts_Bad_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid. Sign in and change your notification settings instead.`)
};

const es_alerts_bad_token = /** @type {(inputs: Alerts_Bad_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace para darte de baja no es válido. Inicia sesión y cambia tu configuración de notificaciones.`)
};

const fr_alerts_bad_token = /** @type {(inputs: Alerts_Bad_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de désabonnement n’est pas valide. Connectez-vous et modifiez plutôt vos réglages de notification.`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Sign in and change your notification settings instead." |
*
* @param {Alerts_Bad_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_bad_token = /** @type {((inputs?: Alerts_Bad_TokenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Bad_TokenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_bad_token(inputs)
	if (locale === "fr") return fr_alerts_bad_token(inputs)
	return en_alerts_bad_token(inputs)
});