/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Listing_OwnedInputs */

const en_admin_msg_listing_owned = /** @type {(inputs: Admin_Msg_Listing_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another account owns this listing now: unlink it first, or refuse this claim.`)
};

const es_admin_msg_listing_owned = /** @type {(inputs: Admin_Msg_Listing_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra cuenta ya es propietaria de esta ficha: desvincúlala primero o rechaza esta reclamación.`)
};

const fr_admin_msg_listing_owned = /** @type {(inputs: Admin_Msg_Listing_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un autre compte possède désormais cette fiche : dissociez-le d’abord, ou refusez cette revendication.`)
};

/**
* | output |
* | --- |
* | "Another account owns this listing now: unlink it first, or refuse this claim." |
*
* @param {Admin_Msg_Listing_OwnedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_listing_owned = /** @type {((inputs?: Admin_Msg_Listing_OwnedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Listing_OwnedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_listing_owned(inputs)
	if (locale === "fr") return fr_admin_msg_listing_owned(inputs)
	return en_admin_msg_listing_owned(inputs)
});