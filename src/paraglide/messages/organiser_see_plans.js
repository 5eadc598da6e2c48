/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_See_PlansInputs */

const en_organiser_see_plans = /** @type {(inputs: Organiser_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See listing plans`)
};

const es_organiser_see_plans = /** @type {(inputs: Organiser_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes de listado`)
};

const fr_organiser_see_plans = /** @type {(inputs: Organiser_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les formules de fiche`)
};

/**
* | output |
* | --- |
* | "See listing plans" |
*
* @param {Organiser_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_see_plans = /** @type {((inputs?: Organiser_See_PlansInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_See_PlansInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_see_plans(inputs)
	if (locale === "fr") return fr_organiser_see_plans(inputs)
	return en_organiser_see_plans(inputs)
});