/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Owner_RequiredInputs */

const en_organiser_msg_owner_required = /** @type {(inputs: Organiser_Msg_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business owner access required`)
};

const es_organiser_msg_owner_required = /** @type {(inputs: Organiser_Msg_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere acceso de propietario de negocio`)
};

const fr_organiser_msg_owner_required = /** @type {(inputs: Organiser_Msg_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès propriétaire d’établissement requis`)
};

/**
* | output |
* | --- |
* | "Business owner access required" |
*
* @param {Organiser_Msg_Owner_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_owner_required = /** @type {((inputs?: Organiser_Msg_Owner_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Owner_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_owner_required(inputs)
	if (locale === "fr") return fr_organiser_msg_owner_required(inputs)
	return en_organiser_msg_owner_required(inputs)
});