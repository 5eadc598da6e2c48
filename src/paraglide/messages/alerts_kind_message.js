/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_MessageInputs */

const en_alerts_kind_message = /** @type {(inputs: Alerts_Kind_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const es_alerts_kind_message = /** @type {(inputs: Alerts_Kind_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const fr_alerts_kind_message = /** @type {(inputs: Alerts_Kind_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau message`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Alerts_Kind_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_message = /** @type {((inputs?: Alerts_Kind_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_message(inputs)
	if (locale === "fr") return fr_alerts_kind_message(inputs)
	return en_alerts_kind_message(inputs)
});