/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Payments_Not_ConfiguredInputs */

const en_organiser_msg_payments_not_configured = /** @type {(inputs: Organiser_Msg_Payments_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not configured on this site yet. Nothing has been charged.`)
};

const es_organiser_msg_payments_not_configured = /** @type {(inputs: Organiser_Msg_Payments_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos en línea aún no están configurados en este sitio. No se te cobró nada.`)
};

const fr_organiser_msg_payments_not_configured = /** @type {(inputs: Organiser_Msg_Payments_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements en ligne ne sont pas encore configurés sur ce site. Rien n’a été débité.`)
};

/**
* | output |
* | --- |
* | "Online payments are not configured on this site yet. Nothing has been charged." |
*
* @param {Organiser_Msg_Payments_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_payments_not_configured = /** @type {((inputs?: Organiser_Msg_Payments_Not_ConfiguredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Payments_Not_ConfiguredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_payments_not_configured(inputs)
	if (locale === "fr") return fr_organiser_msg_payments_not_configured(inputs)
	return en_organiser_msg_payments_not_configured(inputs)
});