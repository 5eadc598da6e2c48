/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_RoleInputs */

const en_moderation_msg_role = /** @type {(inputs: Moderation_Msg_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose admin, business owner or user`)
};

const es_moderation_msg_role = /** @type {(inputs: Moderation_Msg_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige administrador, propietario de negocio o usuario`)
};

const fr_moderation_msg_role = /** @type {(inputs: Moderation_Msg_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez administrateur, propriétaire de commerce ou utilisateur`)
};

/**
* | output |
* | --- |
* | "Choose admin, business owner or user" |
*
* @param {Moderation_Msg_RoleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_role = /** @type {((inputs?: Moderation_Msg_RoleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_RoleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_role(inputs)
	if (locale === "fr") return fr_moderation_msg_role(inputs)
	return en_moderation_msg_role(inputs)
});