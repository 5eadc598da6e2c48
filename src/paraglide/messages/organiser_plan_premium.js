/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Plan_PremiumInputs */

const en_organiser_plan_premium = /** @type {(inputs: Organiser_Plan_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium Business Listing (active)`)
};

const es_organiser_plan_premium = /** @type {(inputs: Organiser_Plan_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listado de negocio Premium (activo)`)
};

const fr_organiser_plan_premium = /** @type {(inputs: Organiser_Plan_PremiumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche établissement Premium (active)`)
};

/**
* | output |
* | --- |
* | "Premium Business Listing (active)" |
*
* @param {Organiser_Plan_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_plan_premium = /** @type {((inputs?: Organiser_Plan_PremiumInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Plan_PremiumInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_plan_premium(inputs)
	if (locale === "fr") return fr_organiser_plan_premium(inputs)
	return en_organiser_plan_premium(inputs)
});