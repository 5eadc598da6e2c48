/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Owners_OnlyInputs */

const en_owner_msg_owners_only = /** @type {(inputs: Owner_Msg_Owners_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only business owner accounts can claim a listing.`)
};

const es_owner_msg_owners_only = /** @type {(inputs: Owner_Msg_Owners_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo las cuentas de dueños de negocios pueden reclamar una ficha.`)
};

const fr_owner_msg_owners_only = /** @type {(inputs: Owner_Msg_Owners_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les comptes de propriétaires d’établissement peuvent revendiquer une fiche.`)
};

/**
* | output |
* | --- |
* | "Only business owner accounts can claim a listing." |
*
* @param {Owner_Msg_Owners_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_owners_only = /** @type {((inputs?: Owner_Msg_Owners_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Owners_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_owners_only(inputs)
	if (locale === "fr") return fr_owner_msg_owners_only(inputs)
	return en_owner_msg_owners_only(inputs)
});