/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, category: NonNullable<unknown>, board: NonNullable<unknown> }} Businesses_Listen_IntroInputs */

const en_businesses_listen_intro = /** @type {(inputs: Businesses_Listen_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. ${i?.category} in ${i?.board}.`)
};

const es_businesses_listen_intro = /** @type {(inputs: Businesses_Listen_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. ${i?.category} en ${i?.board}.`)
};

const fr_businesses_listen_intro = /** @type {(inputs: Businesses_Listen_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}. ${i?.category}, ${i?.board}.`)
};

/**
* | output |
* | --- |
* | "{name}. {category} in {board}." |
*
* @param {Businesses_Listen_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_listen_intro = /** @type {((inputs: Businesses_Listen_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Listen_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_listen_intro(inputs)
	if (locale === "fr") return fr_businesses_listen_intro(inputs)
	return en_businesses_listen_intro(inputs)
});