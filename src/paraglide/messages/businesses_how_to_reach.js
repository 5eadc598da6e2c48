/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Businesses_How_To_ReachInputs */

const en_businesses_how_to_reach = /** @type {(inputs: Businesses_How_To_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for how to reach them.`)
};

const es_businesses_how_to_reach = /** @type {(inputs: Businesses_How_To_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para saber cómo contactarlos.`)
};

const fr_businesses_how_to_reach = /** @type {(inputs: Businesses_How_To_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour savoir comment le joindre.`)
};

/**
* | output |
* | --- |
* | "for how to reach them." |
*
* @param {Businesses_How_To_ReachInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_how_to_reach = /** @type {((inputs?: Businesses_How_To_ReachInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_How_To_ReachInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_how_to_reach(inputs)
	if (locale === "fr") return fr_businesses_how_to_reach(inputs)
	return en_businesses_how_to_reach(inputs)
});