/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Members_OnlyInputs */

const en_organiser_members_only = /** @type {(inputs: Organiser_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

const es_organiser_members_only = /** @type {(inputs: Organiser_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para miembros`)
};

const fr_organiser_members_only = /** @type {(inputs: Organiser_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux membres`)
};

/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Organiser_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_members_only = /** @type {((inputs?: Organiser_Members_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Members_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_members_only(inputs)
	if (locale === "fr") return fr_organiser_members_only(inputs)
	return en_organiser_members_only(inputs)
});