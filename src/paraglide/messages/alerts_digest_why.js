/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Digest_WhyInputs */

const en_alerts_digest_why = /** @type {(inputs: Alerts_Digest_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive this because the weekly digest is on in your notification settings.`)
};

const es_alerts_digest_why = /** @type {(inputs: Alerts_Digest_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque el resumen semanal está activado en tu configuración de notificaciones.`)
};

const fr_alerts_digest_why = /** @type {(inputs: Alerts_Digest_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous recevez cet e-mail car le récapitulatif de la semaine est activé dans vos réglages de notification.`)
};

/**
* | output |
* | --- |
* | "You receive this because the weekly digest is on in your notification settings." |
*
* @param {Alerts_Digest_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_digest_why = /** @type {((inputs?: Alerts_Digest_WhyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Digest_WhyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_digest_why(inputs)
	if (locale === "fr") return fr_alerts_digest_why(inputs)
	return en_alerts_digest_why(inputs)
});