/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Plan_BasicInputs */

const en_organiser_plan_basic = /** @type {(inputs: Organiser_Plan_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic Business Listing (free)`)
};

const es_organiser_plan_basic = /** @type {(inputs: Organiser_Plan_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listado de negocio Básico (gratis)`)
};

const fr_organiser_plan_basic = /** @type {(inputs: Organiser_Plan_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fiche établissement Basique (gratuite)`)
};

/**
* | output |
* | --- |
* | "Basic Business Listing (free)" |
*
* @param {Organiser_Plan_BasicInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_plan_basic = /** @type {((inputs?: Organiser_Plan_BasicInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Plan_BasicInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_plan_basic(inputs)
	if (locale === "fr") return fr_organiser_plan_basic(inputs)
	return en_organiser_plan_basic(inputs)
});