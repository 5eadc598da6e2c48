/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Earn_TourInputs */

const en_loyalty_earn_tour = /** @type {(inputs: Loyalty_Earn_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finishing a walking tour`)
};

const es_loyalty_earn_tour = /** @type {(inputs: Loyalty_Earn_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar un recorrido a pie`)
};

const fr_loyalty_earn_tour = /** @type {(inputs: Loyalty_Earn_TourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer une visite à pied`)
};

/**
* | output |
* | --- |
* | "Finishing a walking tour" |
*
* @param {Loyalty_Earn_TourInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_earn_tour = /** @type {((inputs?: Loyalty_Earn_TourInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Earn_TourInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_earn_tour(inputs)
	if (locale === "fr") return fr_loyalty_earn_tour(inputs)
	return en_loyalty_earn_tour(inputs)
});