/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Reason_Conflict_Of_InterestInputs */

const en_moderation_mo_reason_conflict_of_interest = /** @type {(inputs: Moderation_Mo_Reason_Conflict_Of_InterestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conflict of interest`)
};

const es_moderation_mo_reason_conflict_of_interest = /** @type {(inputs: Moderation_Mo_Reason_Conflict_Of_InterestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conflicto de intereses`)
};

const fr_moderation_mo_reason_conflict_of_interest = /** @type {(inputs: Moderation_Mo_Reason_Conflict_Of_InterestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conflit d’intérêts`)
};

/**
* | output |
* | --- |
* | "conflict of interest" |
*
* @param {Moderation_Mo_Reason_Conflict_Of_InterestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_reason_conflict_of_interest = /** @type {((inputs?: Moderation_Mo_Reason_Conflict_Of_InterestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Reason_Conflict_Of_InterestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_reason_conflict_of_interest(inputs)
	if (locale === "fr") return fr_moderation_mo_reason_conflict_of_interest(inputs)
	return en_moderation_mo_reason_conflict_of_interest(inputs)
});