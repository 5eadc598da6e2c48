/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Step_Portal_TextInputs */

const en_partners_tt_step_portal_text = /** @type {(inputs: Partners_Tt_Step_Portal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to your partner account for rates, resources and booking requests, with your account manager a call away.`)
};

const es_partners_tt_step_portal_text = /** @type {(inputs: Partners_Tt_Step_Portal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión en tu cuenta de socio para ver tarifas, recursos y solicitudes de reserva, con tu gestor de cuenta a una llamada de distancia.`)
};

const fr_partners_tt_step_portal_text = /** @type {(inputs: Partners_Tt_Step_Portal_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous à votre compte partenaire pour les tarifs, les ressources et les demandes de réservation, votre chargé de compte à un appel près.`)
};

/**
* | output |
* | --- |
* | "Sign in to your partner account for rates, resources and booking requests, with your account manager a call away." |
*
* @param {Partners_Tt_Step_Portal_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_portal_text = /** @type {((inputs?: Partners_Tt_Step_Portal_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_Portal_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_portal_text(inputs)
	if (locale === "fr") return fr_partners_tt_step_portal_text(inputs)
	return en_partners_tt_step_portal_text(inputs)
});