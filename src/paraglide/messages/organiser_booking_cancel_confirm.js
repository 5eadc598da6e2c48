/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Booking_Cancel_ConfirmInputs */

const en_organiser_booking_cancel_confirm = /** @type {(inputs: Organiser_Booking_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this booking? A paid booking is refunded and the guest emailed.`)
};

const es_organiser_booking_cancel_confirm = /** @type {(inputs: Organiser_Booking_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cancelar esta reserva? Si estaba pagada, se reembolsa y se le avisa al cliente por correo.`)
};

const fr_organiser_booking_cancel_confirm = /** @type {(inputs: Organiser_Booking_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler cette réservation ? Une réservation payée est remboursée et le client prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Cancel this booking? A paid booking is refunded and the guest emailed." |
*
* @param {Organiser_Booking_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_booking_cancel_confirm = /** @type {((inputs?: Organiser_Booking_Cancel_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Booking_Cancel_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_booking_cancel_confirm(inputs)
	if (locale === "fr") return fr_organiser_booking_cancel_confirm(inputs)
	return en_organiser_booking_cancel_confirm(inputs)
});