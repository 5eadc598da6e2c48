/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_OlderInputs */

const en_alerts_older = /** @type {(inputs: Alerts_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older`)
};

const es_alerts_older = /** @type {(inputs: Alerts_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anteriores`)
};

const fr_alerts_older = /** @type {(inputs: Alerts_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus anciennes`)
};

/**
* | output |
* | --- |
* | "Older" |
*
* @param {Alerts_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_older = /** @type {((inputs?: Alerts_OlderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_OlderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_older(inputs)
	if (locale === "fr") return fr_alerts_older(inputs)
	return en_alerts_older(inputs)
});