/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_Role_MemberInputs */

const en_moderation_pe_role_member = /** @type {(inputs: Moderation_Pe_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const es_moderation_pe_role_member = /** @type {(inputs: Moderation_Pe_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro`)
};

const fr_moderation_pe_role_member = /** @type {(inputs: Moderation_Pe_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Moderation_Pe_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_role_member = /** @type {((inputs?: Moderation_Pe_Role_MemberInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_Role_MemberInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_role_member(inputs)
	if (locale === "fr") return fr_moderation_pe_role_member(inputs)
	return en_moderation_pe_role_member(inputs)
});