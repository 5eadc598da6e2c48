/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_NewInputs */

const en_alerts_new = /** @type {(inputs: Alerts_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

const es_alerts_new = /** @type {(inputs: Alerts_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva`)
};

const fr_alerts_new = /** @type {(inputs: Alerts_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle`)
};

/**
* | output |
* | --- |
* | "New" |
*
* @param {Alerts_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_new = /** @type {((inputs?: Alerts_NewInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_NewInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_new(inputs)
	if (locale === "fr") return fr_alerts_new(inputs)
	return en_alerts_new(inputs)
});