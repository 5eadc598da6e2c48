/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Choose_Listing_PlanInputs */

const en_organiser_msg_choose_listing_plan = /** @type {(inputs: Organiser_Msg_Choose_Listing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose one of the listing plans.`)
};

const es_organiser_msg_choose_listing_plan = /** @type {(inputs: Organiser_Msg_Choose_Listing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige uno de los planes de listado.`)
};

const fr_organiser_msg_choose_listing_plan = /** @type {(inputs: Organiser_Msg_Choose_Listing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir l’une des formules de fiche.`)
};

/**
* | output |
* | --- |
* | "Please choose one of the listing plans." |
*
* @param {Organiser_Msg_Choose_Listing_PlanInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_choose_listing_plan = /** @type {((inputs?: Organiser_Msg_Choose_Listing_PlanInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Choose_Listing_PlanInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_choose_listing_plan(inputs)
	if (locale === "fr") return fr_organiser_msg_choose_listing_plan(inputs)
	return en_organiser_msg_choose_listing_plan(inputs)
});