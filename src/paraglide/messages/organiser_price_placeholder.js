/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Price_PlaceholderInputs */

const en_organiser_price_placeholder = /** @type {(inputs: Organiser_Price_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$50 per person, or empty for free`)
};

const es_organiser_price_placeholder = /** @type {(inputs: Organiser_Price_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$50 por persona, o vacío si es gratis`)
};

const fr_organiser_price_placeholder = /** @type {(inputs: Organiser_Price_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`50 $ par personne, ou vide si c’est gratuit`)
};

/**
* | output |
* | --- |
* | "$50 per person, or empty for free" |
*
* @param {Organiser_Price_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_price_placeholder = /** @type {((inputs?: Organiser_Price_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Price_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_price_placeholder(inputs)
	if (locale === "fr") return fr_organiser_price_placeholder(inputs)
	return en_organiser_price_placeholder(inputs)
});