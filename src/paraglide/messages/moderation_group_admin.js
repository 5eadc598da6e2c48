/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Group_AdminInputs */

const en_moderation_group_admin = /** @type {(inputs: Moderation_Group_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration`)
};

const es_moderation_group_admin = /** @type {(inputs: Moderation_Group_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administración`)
};

const fr_moderation_group_admin = /** @type {(inputs: Moderation_Group_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administration du site`)
};

/**
* | output |
* | --- |
* | "Administration" |
*
* @param {Moderation_Group_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_group_admin = /** @type {((inputs?: Moderation_Group_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Group_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_group_admin(inputs)
	if (locale === "fr") return fr_moderation_group_admin(inputs)
	return en_moderation_group_admin(inputs)
});