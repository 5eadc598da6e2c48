/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Contact_Team_GeneralInputs */

const en_info_contact_team_general = /** @type {(inputs: Info_Contact_Team_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our visitor and member team`)
};

const es_info_contact_team_general = /** @type {(inputs: Info_Contact_Team_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuestro equipo de atención a visitantes y miembros`)
};

const fr_info_contact_team_general = /** @type {(inputs: Info_Contact_Team_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre équipe visiteurs et membres`)
};

/**
* | output |
* | --- |
* | "our visitor and member team" |
*
* @param {Info_Contact_Team_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_contact_team_general = /** @type {((inputs?: Info_Contact_Team_GeneralInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Contact_Team_GeneralInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_contact_team_general(inputs)
	if (locale === "fr") return fr_info_contact_team_general(inputs)
	return en_info_contact_team_general(inputs)
});