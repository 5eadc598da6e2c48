/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Vip_InvitationsInputs */

const en_partners_tt_vip_invitations = /** @type {(inputs: Partners_Tt_Vip_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations to openings, previews and Harlem Week events`)
};

const es_partners_tt_vip_invitations = /** @type {(inputs: Partners_Tt_Vip_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones a inauguraciones, preestrenos y eventos de la Harlem Week`)
};

const fr_partners_tt_vip_invitations = /** @type {(inputs: Partners_Tt_Vip_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations aux vernissages, avant-premières et événements de la Harlem Week`)
};

/**
* | output |
* | --- |
* | "Invitations to openings, previews and Harlem Week events" |
*
* @param {Partners_Tt_Vip_InvitationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_vip_invitations = /** @type {((inputs?: Partners_Tt_Vip_InvitationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Vip_InvitationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_vip_invitations(inputs)
	if (locale === "fr") return fr_partners_tt_vip_invitations(inputs)
	return en_partners_tt_vip_invitations(inputs)
});