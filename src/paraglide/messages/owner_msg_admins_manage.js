/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Admins_ManageInputs */

const en_owner_msg_admins_manage = /** @type {(inputs: Owner_Msg_Admins_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins manage every listing already.`)
};

const es_owner_msg_admins_manage = /** @type {(inputs: Owner_Msg_Admins_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los administradores ya administran todas las fichas.`)
};

const fr_owner_msg_admins_manage = /** @type {(inputs: Owner_Msg_Admins_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les administrateurs gèrent déjà toutes les fiches.`)
};

/**
* | output |
* | --- |
* | "Admins manage every listing already." |
*
* @param {Owner_Msg_Admins_ManageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_admins_manage = /** @type {((inputs?: Owner_Msg_Admins_ManageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Admins_ManageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_admins_manage(inputs)
	if (locale === "fr") return fr_owner_msg_admins_manage(inputs)
	return en_owner_msg_admins_manage(inputs)
});