/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_How_LinkInputs */

const en_loyalty_how_link = /** @type {(inputs: Loyalty_How_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How points and tiers work`)
};

const es_loyalty_how_link = /** @type {(inputs: Loyalty_How_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funcionan los puntos y los niveles`)
};

const fr_loyalty_how_link = /** @type {(inputs: Loyalty_How_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment fonctionnent les points et les niveaux`)
};

/**
* | output |
* | --- |
* | "How points and tiers work" |
*
* @param {Loyalty_How_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_how_link = /** @type {((inputs?: Loyalty_How_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_How_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_how_link(inputs)
	if (locale === "fr") return fr_loyalty_how_link(inputs)
	return en_loyalty_how_link(inputs)
});