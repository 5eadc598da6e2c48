/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_PublishingInputs */

const en_businesses_publishing = /** @type {(inputs: Businesses_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publishing...`)
};

const es_businesses_publishing = /** @type {(inputs: Businesses_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicando...`)
};

const fr_businesses_publishing = /** @type {(inputs: Businesses_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication...`)
};

/**
* | output |
* | --- |
* | "Publishing..." |
*
* @param {Businesses_PublishingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_publishing = /** @type {((inputs?: Businesses_PublishingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_PublishingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_publishing(inputs)
	if (locale === "fr") return fr_businesses_publishing(inputs)
	return en_businesses_publishing(inputs)
});