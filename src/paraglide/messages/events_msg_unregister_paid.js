/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Unregister_PaidInputs */

const en_events_msg_unregister_paid = /** @type {(inputs: Events_Msg_Unregister_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This seat is paid and its ticket issued, so it cannot be cancelled here. Contact us if you need a refund.`)
};

const es_events_msg_unregister_paid = /** @type {(inputs: Events_Msg_Unregister_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este lugar está pagado y su boleto emitido, así que no se puede cancelar aquí. Contáctanos si necesitas un reembolso.`)
};

const fr_events_msg_unregister_paid = /** @type {(inputs: Events_Msg_Unregister_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette place est payée et son billet émis, elle ne peut donc pas être annulée ici. Contactez-nous si vous avez besoin d’un remboursement.`)
};

/**
* | output |
* | --- |
* | "This seat is paid and its ticket issued, so it cannot be cancelled here. Contact us if you need a refund." |
*
* @param {Events_Msg_Unregister_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_unregister_paid = /** @type {((inputs?: Events_Msg_Unregister_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Unregister_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_unregister_paid(inputs)
	if (locale === "fr") return fr_events_msg_unregister_paid(inputs)
	return en_events_msg_unregister_paid(inputs)
});