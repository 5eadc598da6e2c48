/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Role_OwnerInputs */

const en_moderation_cms_role_owner = /** @type {(inputs: Moderation_Cms_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Owner`)
};

const es_moderation_cms_role_owner = /** @type {(inputs: Moderation_Cms_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario de negocio`)
};

const fr_moderation_cms_role_owner = /** @type {(inputs: Moderation_Cms_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propriétaire de commerce`)
};

/**
* | output |
* | --- |
* | "Business Owner" |
*
* @param {Moderation_Cms_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_role_owner = /** @type {((inputs?: Moderation_Cms_Role_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Role_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_role_owner(inputs)
	if (locale === "fr") return fr_moderation_cms_role_owner(inputs)
	return en_moderation_cms_role_owner(inputs)
});