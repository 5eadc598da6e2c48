/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_Review_HintInputs */

const en_businesses_review_hint = /** @type {(inputs: Businesses_Review_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What was it like? What should visitors know?`)
};

const es_businesses_review_hint = /** @type {(inputs: Businesses_Review_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo fue? ¿Qué deberían saber los visitantes?`)
};

const fr_businesses_review_hint = /** @type {(inputs: Businesses_Review_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment était-ce ? Que devraient savoir les visiteurs ?`)
};

/**
* | output |
* | --- |
* | "What was it like? What should visitors know?" |
*
* @param {Businesses_Review_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_review_hint = /** @type {((inputs?: Businesses_Review_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Review_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_review_hint(inputs)
	if (locale === "fr") return fr_businesses_review_hint(inputs)
	return en_businesses_review_hint(inputs)
});