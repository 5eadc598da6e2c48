/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_Role_OwnerInputs */

const en_moderation_pe_role_owner = /** @type {(inputs: Moderation_Pe_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business owner`)
};

const es_moderation_pe_role_owner = /** @type {(inputs: Moderation_Pe_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propietario de negocio`)
};

const fr_moderation_pe_role_owner = /** @type {(inputs: Moderation_Pe_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propriétaire de commerce`)
};

/**
* | output |
* | --- |
* | "Business owner" |
*
* @param {Moderation_Pe_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_role_owner = /** @type {((inputs?: Moderation_Pe_Role_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Role_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_role_owner(inputs)
	if (locale === "fr") return fr_moderation_pe_role_owner(inputs)
	return en_moderation_pe_role_owner(inputs)
});