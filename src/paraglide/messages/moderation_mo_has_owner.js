/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_Has_OwnerInputs */

const en_moderation_mo_has_owner = /** @type {(inputs: Moderation_Mo_Has_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has an owner`)
};

const es_moderation_mo_has_owner = /** @type {(inputs: Moderation_Mo_Has_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tiene propietario`)
};

const fr_moderation_mo_has_owner = /** @type {(inputs: Moderation_Mo_Has_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A déjà un propriétaire`)
};

/**
* | output |
* | --- |
* | "Has an owner" |
*
* @param {Moderation_Mo_Has_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_has_owner = /** @type {((inputs?: Moderation_Mo_Has_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_Has_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_has_owner(inputs)
	if (locale === "fr") return fr_moderation_mo_has_owner(inputs)
	return en_moderation_mo_has_owner(inputs)
});