/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Alerts_Digest_UnsubscribeInputs */

const en_alerts_digest_unsubscribe = /** @type {(inputs: Alerts_Digest_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsubscribe in one click: ${i?.link}`)
};

const es_alerts_digest_unsubscribe = /** @type {(inputs: Alerts_Digest_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Date de baja con un clic: ${i?.link}`)
};

const fr_alerts_digest_unsubscribe = /** @type {(inputs: Alerts_Digest_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se désabonner en un clic : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Unsubscribe in one click: {link}" |
*
* @param {Alerts_Digest_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_digest_unsubscribe = /** @type {((inputs: Alerts_Digest_UnsubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Digest_UnsubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_digest_unsubscribe(inputs)
	if (locale === "fr") return fr_alerts_digest_unsubscribe(inputs)
	return en_alerts_digest_unsubscribe(inputs)
});