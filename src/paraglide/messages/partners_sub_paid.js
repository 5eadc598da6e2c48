/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_PaidInputs */

const en_partners_sub_paid = /** @type {(inputs: Partners_Sub_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Premium membership is active: members-only events, video tours and messages to business owners are open to you.`)
};

const es_partners_sub_paid = /** @type {(inputs: Partners_Sub_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu membresía Premium está activa: ya tienes acceso a los eventos exclusivos para miembros, los recorridos en video y los mensajes a los dueños de negocios.`)
};

const fr_partners_sub_paid = /** @type {(inputs: Partners_Sub_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre abonnement Premium est actif : les événements réservés aux membres, les visites vidéo et les messages aux propriétaires des commerces vous sont ouverts.`)
};

/**
* | output |
* | --- |
* | "Your Premium membership is active: members-only events, video tours and messages to business owners are open to you." |
*
* @param {Partners_Sub_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_paid = /** @type {((inputs?: Partners_Sub_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_paid(inputs)
	if (locale === "fr") return fr_partners_sub_paid(inputs)
	return en_partners_sub_paid(inputs)
});