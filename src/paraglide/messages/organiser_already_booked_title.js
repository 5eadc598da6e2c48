/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Already_Booked_TitleInputs */

const en_organiser_already_booked_title = /** @type {(inputs: Organiser_Already_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already Booked`)
};

const es_organiser_already_booked_title = /** @type {(inputs: Organiser_Already_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya reservaste`)
};

const fr_organiser_already_booked_title = /** @type {(inputs: Organiser_Already_Booked_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà réservé`)
};

/**
* | output |
* | --- |
* | "Already Booked" |
*
* @param {Organiser_Already_Booked_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_already_booked_title = /** @type {((inputs?: Organiser_Already_Booked_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Already_Booked_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_already_booked_title(inputs)
	if (locale === "fr") return fr_organiser_already_booked_title(inputs)
	return en_organiser_already_booked_title(inputs)
});