/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_OwnedInputs */

const en_owner_msg_owned = /** @type {(inputs: Owner_Msg_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This listing already has an owner. If it is yours, contact us.`)
};

const es_owner_msg_owned = /** @type {(inputs: Owner_Msg_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta ficha ya tiene dueño. Si es tuya, comunícate con nosotros.`)
};

const fr_owner_msg_owned = /** @type {(inputs: Owner_Msg_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette fiche a déjà un propriétaire. Si elle vous appartient, contactez-nous.`)
};

/**
* | output |
* | --- |
* | "This listing already has an owner. If it is yours, contact us." |
*
* @param {Owner_Msg_OwnedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_owned = /** @type {((inputs?: Owner_Msg_OwnedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_OwnedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_owned(inputs)
	if (locale === "fr") return fr_owner_msg_owned(inputs)
	return en_owner_msg_owned(inputs)
});