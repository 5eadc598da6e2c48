/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Digest_Unsubscribe_LinkInputs */

const en_alerts_digest_unsubscribe_link = /** @type {(inputs: Alerts_Digest_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from the weekly digest`)
};

const es_alerts_digest_unsubscribe_link = /** @type {(inputs: Alerts_Digest_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darte de baja del resumen semanal`)
};

const fr_alerts_digest_unsubscribe_link = /** @type {(inputs: Alerts_Digest_Unsubscribe_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner du récapitulatif de la semaine`)
};

/**
* | output |
* | --- |
* | "Unsubscribe from the weekly digest" |
*
* @param {Alerts_Digest_Unsubscribe_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_digest_unsubscribe_link = /** @type {((inputs?: Alerts_Digest_Unsubscribe_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Digest_Unsubscribe_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_digest_unsubscribe_link(inputs)
	if (locale === "fr") return fr_alerts_digest_unsubscribe_link(inputs)
	return en_alerts_digest_unsubscribe_link(inputs)
});